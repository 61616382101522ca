import numpy as np

from model import pure_premium


def quote_one(coefs, risk):
    return float(pure_premium(coefs, np.asarray(risk, np.float32))[0])


def quote_many(coefs, risks):
    return np.asarray(pure_premium(coefs, np.asarray(risks, np.float32)))
