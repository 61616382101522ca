import jax


def key_for_page(page_id, base_seed=1234):
    return jax.random.key(base_seed + page_id)


def key_for_resample(page_id, base_seed=1234):
    return jax.random.key(base_seed + 10_000 + page_id)
