import jax
import jax.numpy as jnp
import numpy as np
import optax


@jax.custom_vjp
def fake_quant(x, scale):
    return jnp.clip(jnp.round(x / scale), -127, 127) * scale


def _fq_fwd(x, scale):
    return fake_quant(x, scale), None


def _fq_bwd(_, g):
    return g, None


fake_quant.defvjp(_fq_fwd, _fq_bwd)


class ActivationObserver:
    def __init__(self, momentum=0.9):
        self.momentum = momentum
        self.scale = 1.0
        self.calibrated = False

    def observe(self, acts):
        new_scale = jnp.max(jnp.abs(acts)) / 127.0
        if not self.calibrated:
            self.scale = new_scale
            self.calibrated = True
        else:
            self.scale = self.momentum * self.scale + (1 - self.momentum) * new_scale


optimizer = optax.adam(1e-2)
CALIBRATE_AFTER = 3


def hidden(params, x):
    return jax.nn.relu(x @ params["w1"])


@jax.jit
def qat_step(params, opt_state, x, y, act_scale):
    def loss_fn(p):
        h = fake_quant(hidden(p, x), act_scale)
        return jnp.mean((h @ p["w2"] - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 8)).astype(np.float32)
    y = rng.normal(size=(32, 1)).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (8, 16)) * 0.3, "w2": jax.random.normal(k2, (16, 1)) * 0.3}
    opt_state = optimizer.init(params)
    observer = ActivationObserver()

    for step in range(8):
        if step >= CALIBRATE_AFTER:
            observer.observe(hidden(params, x))
        params, opt_state, loss = qat_step(params, opt_state, x, y, observer.scale)
        print(step, float(loss))


if __name__ == "__main__":
    main()
