from snow import degree_day_snow


def run_catchment(forcing, params, swe0):
    swe = swe0
    runoff = []
    for precip, temp in forcing:
        if temp.mean() < 0:
            swe, melt = degree_day_snow(swe, precip, temp, t_snow=params["t_snow"], melt_factor=params["ddf"])
        else:
            swe, melt = degree_day_snow(swe, precip, temp, melt_factor=params["ddf"], t_snow=params["t_snow"])
        runoff.append(float(melt.sum()))
    return swe, runoff
