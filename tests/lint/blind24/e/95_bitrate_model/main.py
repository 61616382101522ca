import numpy as np

from ratemodel import predict_bitrate
from settings import job_settings


def main():
    rng = np.random.default_rng(0)
    for job in ["trailer", "doc_archival", "social_cut", "film_restore", "promo"]:
        complexity = rng.uniform(0, 1, (60, 8)).astype(np.float32)
        kbps = predict_bitrate(complexity, job_settings(job))
        print(job, round(float(kbps), 1))


if __name__ == "__main__":
    main()
