import re
import numpy as np

AMOUNT = re.compile(r"\$([0-9,]+(?:\.[0-9]{2})?)")

def amounts_in(clause, k=3):
    vals = [float(m.replace(",", "")) for m in AMOUNT.findall(clause)][:k]
    out = np.zeros(k, np.float32)
    out[:len(vals)] = vals
    return out
