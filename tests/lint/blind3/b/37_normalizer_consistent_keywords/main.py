import numpy as np

from pipeline import TabularPipeline


def main():
    rng = np.random.default_rng(30)
    train = rng.standard_t(df=3, size=(512, 6)).astype(np.float32)
    pipe = TabularPipeline(clip=3.5).fit(train)
    scaled = pipe.transform_training(np.split(train, 4))
    for hour in range(3):
        live = pipe.transform_live(rng.standard_t(df=3, size=(128, 6)).astype(np.float32))
        print(f"hour {hour}: clipped fraction {float(np.mean(np.abs(live) == 3.5)):.4f}")
    print("train clipped fraction:", float(np.mean(np.abs(np.concatenate(scaled)) == 3.5)))


if __name__ == "__main__":
    main()
