import jax
import jax.numpy as jnp
import numpy as np
import optax

opt = optax.adam(0.05)


def runoff_model(params, rain):
    k = jax.nn.sigmoid(params["production"]["k"])

    def step(s, r):
        s = s + r
        q = k * s
        return s - q, q

    q = jax.lax.scan(step, 0.0, rain)[1]
    w = jax.nn.softmax(params["routing"]["uh"])
    return jnp.convolve(q, w, mode="full")[: rain.shape[0]]


@jax.jit
def gated_step(params, opt_state, rain, q_obs, routing_on):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((runoff_model(p, rain) - q_obs) ** 2))(params)
    g = {"production": g["production"], "routing": jax.tree_util.tree_map(lambda x: x * routing_on, g["routing"])}
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss


def main():
    rng = np.random.default_rng(12)
    rain = jnp.asarray(rng.gamma(0.6, 5.0, 150).astype(np.float32))
    q_obs = runoff_model({"production": {"k": jnp.float32(-1.0)}, "routing": {"uh": jnp.array([0.0, 1.0, 0.5, -0.5])}}, rain)
    params = {"production": {"k": jnp.float32(0.5)}, "routing": {"uh": jnp.zeros(4)}}
    opt_state = opt.init(params)
    for stage, iters in enumerate([10, 10]):
        for _ in range(iters):
            params, opt_state, loss = gated_step(params, opt_state, rain, q_obs, jnp.float32(stage))
        print(f"stage {stage}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
