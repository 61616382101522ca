from combine import FeatureDating
from lab import lab_results

feature = FeatureDating()
for lab_id, age, err in lab_results():
    mean, sd, chi2 = feature.add(age, err)
    print(lab_id, f"{float(mean):.0f} +/- {float(sd):.0f}  T={float(chi2):.2f}")
