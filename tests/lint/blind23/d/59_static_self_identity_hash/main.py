import jax.numpy as jnp
import numpy as np

from engine import ItemBank

rng = np.random.default_rng(0)
bank = ItemBank(jnp.asarray(rng.normal(size=40), jnp.float32),
                jnp.asarray(rng.uniform(0.7, 2.0, 40), jnp.float32))
for student in range(3):
    used = np.zeros(40, bool)
    theta = jnp.float32(0.0)
    true_theta = rng.normal()
    for _ in range(5):
        item = bank.next_item(theta, used)
        used[item] = True
        p = 1 / (1 + np.exp(-(true_theta - float(bank.difficulty[item]))))
        theta = theta + 0.6 * (float(rng.random() < p) - p)
    print(f"student {student}: est {float(theta):+.2f} true {true_theta:+.2f}")
print("exposure", sorted(bank.exposure.items()))
