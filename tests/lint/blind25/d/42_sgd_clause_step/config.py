import optax

WARM_START_STEPS = 3
WARM_START_LR = 1e-3
cosine = optax.cosine_decay_schedule(init_value=5e-2, decay_steps=20)
