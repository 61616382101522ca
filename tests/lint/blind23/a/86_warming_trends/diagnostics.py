from reductions import robust_trend

TIME_AXIS = (0,)


def sst_trend(sst):
    return robust_trend(sst, axis=TIME_AXIS)
