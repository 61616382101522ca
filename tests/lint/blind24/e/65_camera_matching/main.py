import numpy as np

from match import init_transform, match_step, tx


def chart_patches(seed):
    rng = np.random.default_rng(seed)
    a = rng.uniform(0.05, 0.9, (24, 3)).astype(np.float32)
    b = (a * np.array([0.9, 1.0, 1.12], np.float32) * 0.8).astype(np.float32)
    return a, b


def main():
    a_cam, b_cam = chart_patches(0)
    params = init_transform()
    opt_state = tx.init(params)
    for it in range(30):
        params, opt_state, loss = match_step(params, opt_state, b_cam, a_cam)
    print("loss", float(loss), {k: np.round(np.asarray(v), 3).tolist() for k, v in params.items()})


if __name__ == "__main__":
    main()
