import optax

schedule = optax.warmup_cosine_decay_schedule(init_value=1e-4, peak_value=5e-3, warmup_steps=10, decay_steps=60)
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(learning_rate=schedule))
