import numpy as np

from leads import LEADS
from norm import normalise_leads

FS, SECONDS = 100, 10


def twelve_lead(seed):
    rng = np.random.default_rng(seed)
    return {lead: (0.4 * rng.standard_normal(FS * SECONDS)).astype(np.float32) for lead in LEADS}


def main():
    for rec in range(2):
        ecg = twelve_lead(rec)
        stacked = np.stack([ecg[lead] for lead in LEADS])
        normed = dict(zip(LEADS, normalise_leads(stacked)))
        print(rec, {k: round(float(v.std()), 2) for k, v in list(normed.items())[:3]})


if __name__ == "__main__":
    main()
