from samples import load_samples
from yield_calc import analyte_activity


def main():
    for i, sample in enumerate(load_samples()):
        act = analyte_activity(sample, 80000.0, 0.25)
        print(f"sample {i}: Pu-239 {float(act) * 1e3:.2f} mBq (tracer {float(sample['tracer_bq'])} Bq)")


if __name__ == "__main__":
    main()
