import jax
import jax.numpy as jnp
import numpy as np
import optax

N_ZONES = 5


def load_polish_run(run, rng):
    rec = {
        "pressure": rng.uniform(2.0, 5.0, N_ZONES).astype(np.float32),   # psi
        "velocity": rng.uniform(0.8, 1.6, N_ZONES).astype(np.float32),   # m/s
        "time": np.float32(60.0),
    }
    if run % 2 == 0:
        rec["pad_hours"] = np.float32(rng.uniform(0, 30))
    k = 7.5 * (1 - 0.01 * rec.get("pad_hours", 0.0))
    rec["removed"] = (k * rec["pressure"] * rec["velocity"] * 60.0 + rng.normal(0, 10, N_ZONES)).astype(np.float32)
    return rec


def normalize_record(rec):
    out = dict(rec)
    out.setdefault("pad_hours", np.float32(0.0))
    return {k: jnp.asarray(v, jnp.float32) for k, v in out.items()}


opt = optax.sgd(1e-4, momentum=0.9)


@jax.jit
def preston_step(theta, opt_state, rec):
    def loss(th):
        k = th[0] * (1 - th[1] * rec["pad_hours"])
        pred = k * rec["pressure"] * rec["velocity"] * rec["time"]
        return jnp.mean((pred - rec["removed"]) ** 2) / 1e4

    l, g = jax.value_and_grad(loss)(theta)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(theta, upd), opt_state, l


def main():
    rng = np.random.default_rng(3)
    runs = [normalize_record(load_polish_run(r, rng)) for r in range(12)]
    theta = jnp.array([5.0, 0.0])
    opt_state = opt.init(theta)
    for epoch in range(5):
        for rec in runs:
            theta, opt_state, l = preston_step(theta, opt_state, rec)
        print(f"epoch {epoch}: Kp={float(theta[0]):.3f} wear={float(theta[1]):.4f} loss={float(l):.3f}")


if __name__ == "__main__":
    main()
