import optax


def make_optimizer(phases):
    boundaries, step = {}, 0
    for prev, nxt in zip(phases, phases[1:]):
        step += prev["steps"]
        boundaries[step] = nxt["lr"] / prev["lr"]
    schedule = optax.piecewise_constant_schedule(phases[0]["lr"], boundaries)
    return optax.chain(optax.clip_by_global_norm(1.0), optax.adam(schedule))
