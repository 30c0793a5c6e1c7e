"""What the size benchmark measures, how each figure is shown, and the goals at the largest size."""

# key: (label, unit, scale from the stored value, short title for the plot). Stored values are
# seconds, except the routing probe's: nanoseconds, and its hub start and the figures `host
# --report-startup` prints: milliseconds.
METRICS = {
    "clean_build": ("clean build of the host (the package's own modules)", "s", 1, "clean build of the host"),
    "vertical_alone": ("one vertical (Info) built alone, clean (own modules)", "s", 1, "Info built alone, clean"),
    "vertical_module": ("Info's own module alone, Prelude and VerticalInterfaces already built", "s", 1,
                        "Info's module alone (deps built)"),
    "body_edit": ("rebuild of the host after a body edit in Info", "s", 1, "rebuild after a body edit"),
    "check_dependencies": ("check-dependencies, every rule", "s", 1, "check-dependencies"),
    "time_builds": ("time-builds --quick (clean copies, dependencies included)", "s", 1, "time-builds --quick"),
    "host_world": ("host world (every vertical's world configured, every plugin registered)", "ms", 1000,
                   "host world"),
    "host_plugins": ("host plugins (every policy read and validated)", "ms", 1000, "host plugins"),
    "host_tour": ("host tour", "s", 1, "host tour"),
    "routing_hub": ("a query routed through the hub with every plugin registered", "ns", 1,
                    "a query through the hub"),
    "routing_direct": ("the same handler called directly (the baseline)", "ns", 1, "the handler called directly"),
    "probe_start": ("the probe's hub start (worlds, registration, validation)", "ms", 1, "the probe's hub start"),
    "ready_to_route": ("ready to route, debug (host send query info.current --report-startup, from main)", "ms", 1,
                       "ready to route (debug)"),
    "ready_to_route_release": ("ready to route, release (the same)", "ms", 1, "ready to route (release)"),
    "host_send": ("that host send, the whole process, debug", "ms", 1000, "host send, process (debug)"),
    "host_send_release": ("that host send, the whole process, release", "ms", 1000, "host send, process (release)"),
    "routed_after_ready": ("its query to Info (made at launch) answered, after ready, debug", "ms", 1,
                           "a made vertical answers (debug)"),
    "routed_after_ready_release": ("its query to Info (made at launch) answered, after ready, release", "ms", 1,
                                   "a made vertical answers (release)"),
    "activation": ("the first message to a generated vertical not made yet, answered after ready, debug", "ms", 1,
                   "first message to a vertical not made (debug)"),
    "activation_release": ("the first message to a generated vertical not made yet, answered after ready, release",
                           "ms", 1, "first message to a vertical not made (release)"),
    "graph_check": ("the build-time policy graph check (PolicyGraphCheck as the build runs it)", "s", 1,
                    "build-time graph check"),
    "policy_edit": ("rebuild of the host after a one-line policy edit (Info's)", "s", 1, "rebuild after a policy edit"),
    "new_vertical": ("new-vertical at this size (one more vertical)", "s", 1, "new-vertical"),
    "remove_vertical": ("remove-vertical at this size", "s", 1, "remove-vertical"),
    "growth": ("new-vertical calls that grew the package to this size", "s", 1, "new-vertical while growing"),
}

# (title, numerator (size, metric), denominator (size, metric), limit). "max" is the largest size
# measured, "min" the smallest.
GOALS = [
    ("ready to route (debug) at most 1.2x its time at the smallest size", ("max", "ready_to_route"),
     ("min", "ready_to_route"), 1.2),
    ("ready to route (release) at most 1.2x its time at the smallest size", ("max", "ready_to_route_release"),
     ("min", "ready_to_route_release"), 1.2),
    ("one vertical alone at most 0.1x the whole clean build", ("max", "vertical_alone"), ("max", "clean_build"),
     0.1),
    ("a body edit rebuilds in at most 1.5x its time at the smallest size", ("max", "body_edit"),
     ("min", "body_edit"), 1.5),
    ("check-dependencies at most 4x its time at the smallest size", ("max", "check_dependencies"),
     ("min", "check_dependencies"), 4.0),
    ("routing cost per message flat: at most 1.2x", ("max", "routing_hub"), ("min", "routing_hub"), 1.2),
]


def shown(key, value):
    """`value` (as stored) in the unit the metric is shown in."""
    return value * METRICS[key][2]
