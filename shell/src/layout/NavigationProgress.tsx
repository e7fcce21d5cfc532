import { useNavigation } from 'react-router-dom';

/** A thin bar while the guard (or anything else in a loader) is deciding where to go. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="nav-progress" role="progressbar" aria-label="页面跳转中" />;
}
