MFC_RANGE_SCCM = {"SiH4": 500.0, "N2O": 2000.0, "NH3": 1000.0}


def clamp_setpoint(gas, requested):
    return min(max(0.0, requested), MFC_RANGE_SCCM[gas])
