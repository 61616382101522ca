from dataset import FieldRecordings
from dsp import log_energy_contour

ds = FieldRecordings()
for i in range(len(ds)):
    print(i, float(log_energy_contour(ds[i]).mean()))
