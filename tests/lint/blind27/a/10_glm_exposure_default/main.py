import numpy as np
import jax
import jax.numpy as jnp


def load_segment(rng, n, exposure_known):
    x = rng.normal(size=(n, 4)).astype(np.float32)
    expo = rng.uniform(0.1, 1.0, n).astype(np.float32)
    y = rng.poisson(np.exp(x @ np.array([0.3, 0.1, -0.2, 0.05]) - 1.5) * expo)
    batch = {"x": x, "claims": y.astype(np.float32)}
    batch["exposure"] = expo if exposure_known else np.ones(n, np.float32)
    return batch


@jax.jit
def frequency_loss_grad(beta, batch):
    def nll(b):
        eta = batch["x"] @ b + jnp.log(batch["exposure"])
        return jnp.mean(jnp.exp(eta) - batch["claims"] * eta)
    return jax.value_and_grad(nll)(beta)


def main():
    rng = np.random.default_rng(1)
    for seg, known in [("home", True), ("contents", False), ("landlord", True), ("student", False)]:
        batch = load_segment(rng, 600, known)
        beta = jnp.zeros(4)
        for it in range(40):
            loss, g = frequency_loss_grad(beta, batch)
            beta = beta - 0.5 * g
        print(seg, float(loss), np.round(np.asarray(beta), 3))


if __name__ == "__main__":
    main()
