import numpy as np
import jax
from lm import init, initial_state, next_phone_logprobs

# score phone sequences of a low-resource language with a small LSTM LM
params = init(jax.random.PRNGKey(0))
rng = np.random.default_rng(20)
for utt in range(3):
    seq = rng.integers(0, 30, 12)
    state = initial_state()
    total = 0.0
    for prev, nxt in zip(seq[:-1], seq[1:]):
        lp, state = next_phone_logprobs(params, int(prev), state)
        total += float(lp[nxt])
    print(utt, total)
