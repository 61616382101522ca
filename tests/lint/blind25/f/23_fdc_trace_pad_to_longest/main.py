import jax
import jax.numpy as jnp
import optax

from traces import N_SENSORS, simulate_etch_traces, batch_iter

opt = optax.adam(1e-2)


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"conv": 0.1 * jax.random.normal(k1, (5, N_SENSORS, 16)),
            "w": 0.1 * jax.random.normal(k2, (16,)), "b": jnp.zeros(())}


def fault_logit(p, x, m):
    h = jax.lax.conv_general_dilated(x, p["conv"], (1,), "SAME", dimension_numbers=("NWC", "WIO", "NWC"))
    h = jax.nn.relu(h)
    pooled = (h * m[..., None]).sum(1) / m.sum(1, keepdims=True)
    return pooled @ p["w"] + p["b"]


@jax.jit
def fdc_step(p, opt_state, x, m, y):
    loss, g = jax.value_and_grad(lambda p: optax.sigmoid_binary_cross_entropy(fault_logit(p, x, m), y).mean())(p)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(p, upd), opt_state, loss


def main():
    traces, faults = simulate_etch_traces(96)
    p = init_params(jax.random.PRNGKey(0))
    opt_state = opt.init(p)
    for epoch in range(3):
        for x, m, y in batch_iter(traces, faults, 16):
            p, opt_state, loss = fdc_step(p, opt_state, x, m, y)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
