import numpy as np
import jax
import jax.numpy as jnp

SETTINGS = {"lr": [0.3, 0.1, 0.03, 0.01], "l2": [1e-3, 1e-4]}


@jax.jit
def ridge_logreg_step(w, x, y, hp):
    def lf(w):
        z = x @ w
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z) + hp["l2"] * jnp.sum(w ** 2)
    loss, g = jax.value_and_grad(lf)(w)
    return w - hp["lr"] * g, loss


# cognate detection: binary classifier on string-similarity features of word pairs
rng = np.random.default_rng(34)
x = rng.normal(size=(300, 8)).astype(np.float32)
y = (x @ rng.normal(size=8) > 0).astype(np.float32)
results = {}
for lr in SETTINGS["lr"]:
    for l2 in SETTINGS["l2"]:
        hp = {"lr": lr, "l2": l2}
        w = jnp.zeros(8)
        for _ in range(20):
            w, loss = ridge_logreg_step(w, x, y, hp)
        results[(lr, l2)] = float(loss)
print(min(results, key=results.get))
