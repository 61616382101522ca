import numpy as np

LANGS = {"yor": 37, "hau": 52, "ibo": 29, "ful": 44}
EVAL_ROWS = 64


def pad_eval(x, y):
    n = len(y)
    xp = np.zeros((EVAL_ROWS, x.shape[1]), np.float32)
    yp = np.zeros(EVAL_ROWS, np.int32)
    wp = np.zeros(EVAL_ROWS, np.float32)
    xp[:n], yp[:n], wp[:n] = x, y, 1.0
    return xp, yp, wp


def multilingual_split(seed=64, dim=24, n_pos=8):
    rng = np.random.default_rng(seed)
    w = rng.normal(size=(dim, n_pos))
    train, test = [], {}
    for lang, n_test in LANGS.items():
        x = rng.normal(size=(200 + n_test, dim)).astype(np.float32)
        y = (x @ w).argmax(1).astype(np.int32)
        train.append((x[:200], y[:200]))
        test[lang] = pad_eval(x[200:], y[200:])
    return (np.concatenate([t[0] for t in train]), np.concatenate([t[1] for t in train])), test
