import optax

OPTIMIZER = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(2e-3, weight_decay=1e-4))
EPOCHS = 5
BATCH = 32
