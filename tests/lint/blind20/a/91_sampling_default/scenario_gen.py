import jax

from sampler import sample_modes


def generate_variations(key, logits, n):
    out = []
    for _ in range(n):
        key, k = jax.random.split(key)
        idx, _ = sample_modes(k, logits)
        out.append(idx)
    return out
