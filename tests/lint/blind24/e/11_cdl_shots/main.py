import numpy as np
import jax
import jax.numpy as jnp


def lift_gamma_gain(lift, gamma, gain):
    return {"lift": jnp.asarray(lift, jnp.float32),
            "gamma": jnp.asarray(gamma, jnp.float32),
            "gain": jnp.asarray(gain, jnp.float32)}


def grade_shot_frames(frames, cdl):
    def grade_frame(frame):
        x = frame * cdl["gain"] + cdl["lift"] * (1.0 - frame)
        return jnp.clip(x, 0.0, 1.0) ** (1.0 / cdl["gamma"])

    grade = jax.jit(grade_frame)
    return [grade(f) for f in frames]


def main():
    rng = np.random.default_rng(0)
    edl = [
        ("sc01", lift_gamma_gain([0.02, 0.0, 0.0], [1.0, 1.0, 1.1], [1.1, 1.0, 0.95])),
        ("sc02", lift_gamma_gain([0.0, 0.01, 0.03], [0.9, 1.0, 1.0], [1.0, 1.0, 1.0])),
        ("sc03", lift_gamma_gain([0.0, 0.0, 0.0], [1.2, 1.1, 1.0], [0.9, 1.0, 1.05])),
        ("sc04", lift_gamma_gain([0.01, 0.01, 0.01], [1.0, 1.0, 1.0], [1.2, 1.2, 1.2])),
    ]
    for name, cdl in edl:
        frames = rng.uniform(0, 1, (3, 18, 32, 3)).astype(np.float32)
        graded = grade_shot_frames(frames, cdl)
        print(name, float(np.mean([g.mean() for g in graded])))


if __name__ == "__main__":
    main()
