import numpy as np

from norm import SubjectNormalizer


def main():
    rng = np.random.default_rng(0)
    normalizer = SubjectNormalizer()
    for subject in range(4):
        windows = (rng.normal(size=(20, 50, 6)) * (1 + subject) + subject).astype(np.float32)
        normalizer.fit(subject, windows)
        z = np.asarray(normalizer.transform(subject, windows))
        print(subject, round(float(z.mean()), 4), round(float(z.std()), 4))


if __name__ == "__main__":
    main()
