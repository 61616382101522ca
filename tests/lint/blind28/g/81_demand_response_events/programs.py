import numpy as np

# demand-response programs and their event length in hours
PROGRAMS = {"ac_cycling": 4, "ci_curtail": 4, "ev_shift": 4}


def event_hours(program, tariff_table=None):
    if tariff_table is not None and program in tariff_table:
        return np.sum(tariff_table[program])
    return PROGRAMS[program]
