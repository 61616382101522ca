import optax

lr_schedule = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=5, decay_steps=40)
