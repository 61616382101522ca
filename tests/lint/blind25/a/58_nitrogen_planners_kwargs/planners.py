from fertilizer import n_balance


def spring_plan(zones):
    return n_balance(
        soil_nitrate=zones["no3"], crop_demand=zones["demand"], manure_n=zones["manure"],
        mineralization=zones["min"], efficiency=zones["eff"],
    )


def sidedress_plan(zones):
    return n_balance(
        crop_demand=zones["demand"] * 0.6, efficiency=zones["eff"], soil_nitrate=zones["no3"],
        mineralization=zones["min"] * 0.5, manure_n=zones["manure"] * 0.0,
    )
