from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

VELOCITY = {"P": 6.1, "S": 3.5}


@partial(jax.jit, static_argnames=("phase",))
def predict_arrivals(src, stations, origin_time, phase):
    v = VELOCITY[phase]
    dist = jnp.linalg.norm(stations - src[None, :], axis=1)
    return origin_time + dist / v


def associate(events, stations, picks_by_phase):
    scores = []
    for ev in events:
        total = 0.0
        for phase in ("P", "S"):
            pred = predict_arrivals(ev["loc"], stations, ev["t0"], phase=phase)
            total += float(jnp.sum(jnp.abs(pred - picks_by_phase[phase]) < 1.0))
        scores.append(total)
    return scores


def main():
    rng = np.random.default_rng(12)
    stations = jnp.asarray(rng.uniform(-50, 50, (12, 3)) * np.array([1, 1, 0]), jnp.float32)
    events = [{"loc": jnp.asarray(rng.uniform(-30, 30, 3) * np.array([1, 1, 0.3]), jnp.float32),
               "t0": jnp.float32(rng.uniform(0, 60))} for _ in range(5)]
    true = events[2]
    picks = {ph: predict_arrivals(true["loc"], stations, true["t0"], phase=ph) for ph in ("P", "S")}
    print(associate(events, stations, picks))


if __name__ == "__main__":
    main()
