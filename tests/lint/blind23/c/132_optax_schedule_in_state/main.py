import jax
from train import tx, ae_train_step, schedule, TOTAL_STEPS

k1, k2 = jax.random.split(jax.random.PRNGKey(0))
p = {"enc": jax.random.normal(k1, (16, 8)) * 0.3, "dec": jax.random.normal(k2, (8, 16)) * 0.3}
opt_state = tx.init(p)
key = jax.random.PRNGKey(1)
for step in range(TOTAL_STEPS):
    key, sub = jax.random.split(key)
    p, opt_state, l = ae_train_step(p, opt_state, sub)
    if step % 15 == 0:
        print(step, float(schedule(step)), float(l))
