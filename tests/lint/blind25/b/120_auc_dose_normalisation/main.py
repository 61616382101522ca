import numpy as np
import jax
import jax.numpy as jnp


class StudyRecords:
    def __init__(self, seed=0):
        rng = np.random.default_rng(seed)
        self.subjects = {}
        for i in range(6):
            doses = np.array([rng.choice([50.0, 100.0, 200.0])] * 3, np.float32)
            self.subjects[f"S{i:02d}"] = {"doses": doses, "auc": np.float32(doses[0] / rng.lognormal(np.log(5), 0.2))}

    def first_dose(self, sid):
        return self.subjects[sid]["doses"][:1]

    def planned_dose(self, sid):
        return self.subjects[sid]["doses"][0]


@jax.jit
def dose_normalised_auc(auc, dose, reference_dose):
    return auc * reference_dose / dose


def main():
    rec = StudyRecords()
    ref = jnp.float32(100.0)
    for i, sid in enumerate(rec.subjects):
        dose = rec.first_dose(sid) if i % 2 == 0 else rec.planned_dose(sid)
        dn = dose_normalised_auc(rec.subjects[sid]["auc"], dose, ref)
        print(f"{sid}: dose-normalised AUC {float(dn.squeeze()):.2f}")


if __name__ == "__main__":
    main()
