// A remote's own entry does nothing on its own page: the shell loads `./routes` through Module
// Federation. To work on this remote, run its dev server and open the shell with ?remoteOverride
// (see README "Developing one remote").
export {};
