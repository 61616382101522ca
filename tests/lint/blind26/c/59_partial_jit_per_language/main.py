import numpy as np
from phonotactics import fit_language

# segment bigram phonotactic models for several languages of a sample (same inventory size)
rng = np.random.default_rng(59)
N_SEG = 20
for lang in ["lang_a", "lang_b", "lang_c", "lang_d"]:
    trans = rng.dirichlet(np.ones(N_SEG) * 0.3, size=N_SEG)
    seq = [0]
    for _ in range(400):
        seq.append(rng.choice(N_SEG, p=trans[seq[-1]]))
    pairs = np.stack([seq[:-1], seq[1:]], 1).astype(np.int32)
    _, loss = fit_language(pairs, N_SEG)
    print(lang, float(loss))
