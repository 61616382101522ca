import numpy as np

LANGS = {"yor": 37, "hau": 52, "ibo": 29, "ful": 44}


def multilingual_split(seed=63, dim=24, n_pos=8):
    rng = np.random.default_rng(seed)
    w = rng.normal(size=(dim, n_pos))
    train, test = [], {}
    for lang, n_test in LANGS.items():
        x = rng.normal(size=(200 + n_test, dim)).astype(np.float32)
        y = (x @ w).argmax(1).astype(np.int32)
        train.append((x[:200], y[:200]))
        test[lang] = (x[200:], y[200:])
    xs = np.concatenate([t[0] for t in train])
    ys = np.concatenate([t[1] for t in train])
    return (xs, ys), test
