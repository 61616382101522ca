from inversion import moment_tensor_lsq


def invert_event(event, weights=None):
    return moment_tensor_lsq(event["G"], event["d"], weights)
