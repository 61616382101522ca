import numpy as np
from alk import age_length_key
from samples import port_sample

rng = np.random.default_rng(42)
for s in range(5):
    len_bin, age = port_sample(rng)
    ages_present = tuple(int(a) for a in np.unique(age))
    key = age_length_key(len_bin, age, ages_present)
    print("sample", s, "ages", ages_present, "key shape", key.shape)
