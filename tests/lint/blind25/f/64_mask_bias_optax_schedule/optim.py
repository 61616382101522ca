import optax

schedule = optax.exponential_decay(init_value=0.05, transition_steps=10, decay_rate=0.7, staircase=True)
optimizer = optax.adam(schedule)
