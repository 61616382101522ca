def as_static(opts):
    return tuple(sorted(opts.items()))


TRAIN_OPTS = {"quantile": 0.5, "peak_weight": 2.0, "peak_hours": (17, 21)}


def eval_opts(quantile):
    opts = {"peak_hours": (17, 21), "peak_weight": 2.0}
    opts["quantile"] = quantile
    return opts
