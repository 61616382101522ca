import optax

OPTIMIZER = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(2e-2))
SEEDS = [0, 1, 2, 3]
