import numpy as np
from grouping import pilot_groups
from precoder import group_precoders

N_ANT, N_UE = 64, 100
rng = np.random.default_rng(0)
h = ((rng.standard_normal((N_UE, N_ANT)) + 1j * rng.standard_normal((N_UE, N_ANT))) / np.sqrt(2)).astype(np.complex64)

for g, members in enumerate(pilot_groups(h, 3)):
    w = group_precoders(h[members], np.float32(0.1))
    print(g, len(members), w.shape)
