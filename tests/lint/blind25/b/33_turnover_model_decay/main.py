import numpy as np
import jax
import jax.numpy as jnp

from config import CONFIG


def turnover_response(params, t, conc):
    kin, kout, imax, ic50 = jnp.exp(params)
    inhibition = 1 - imax * conc / (ic50 + conc)
    baseline = kin / kout
    return baseline * (1 - (1 - inhibition) * (1 - jnp.exp(-kout * t)))


@jax.jit
def turnover_step(params, t, conc, biomarker, lr):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((turnover_response(p, t, conc) - biomarker) ** 2))(params)
    return params - lr * g, loss


def main():
    rng = np.random.default_rng(2)
    t = np.linspace(0, 48, 25, dtype=np.float32)
    conc = (5 * np.exp(-0.1 * t)).astype(np.float32)
    biomarker = (turnover_response(jnp.log(jnp.array([10.0, 0.2, 0.8, 1.5])), t, conc) + rng.normal(0, 0.5, 25)).astype(np.float32)
    params = jnp.log(jnp.array([8.0, 0.25, 0.6, 2.0]))
    lr = CONFIG["lr"]
    for epoch in range(CONFIG["epochs"]):
        for _ in range(CONFIG["steps_per_epoch"]):
            params, loss = turnover_step(params, t, conc, biomarker, lr)
        lr = lr * CONFIG["decay"]
        print(f"epoch {epoch}: lr {lr:.4f} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
