import numpy as np

from model import run_to_lead

DT = 0.002


def lead_errors(u0, reference, leads_h, nu, dx):
    out = {}
    for lead in leads_h:
        n = int(round(lead / 6 * 50))
        fc = run_to_lead(u0, n, nu, dx, DT)
        out[lead] = float(np.sqrt(np.mean((np.asarray(fc) - reference[lead]) ** 2)))
    return out
