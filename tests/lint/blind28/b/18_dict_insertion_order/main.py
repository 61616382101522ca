import jax
import jax.numpy as jnp
import numpy as np

from telemetry import parse_frame


@jax.jit
def lane_advantage(frame, weights):
    total = sum(weights[k] * frame[k] for k in frame)
    blue, red = total[:5], total[5:]
    return blue.sum() - red.sum()


def main():
    rng = np.random.default_rng(17)
    weights = {"gold": 1.0, "cs": 0.3, "wards": 0.1, "damage": 0.6}
    adv = []
    for i in range(12):
        source = "riot_api" if i % 2 == 0 else "replay_parser"
        adv.append(float(lane_advantage(parse_frame(rng, source), weights)))
    print(np.round(adv, 2))


if __name__ == "__main__":
    main()
