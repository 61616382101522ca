DEFAULT_REFERENCE_TEMP = 20.0
GAUGE_TCR = 10.8   # apparent strain per degC, self-temperature-compensated gauge on concrete
