import math
from growth import vb_sse

def rmse(theta, ages, lengths):
    return math.sqrt(float(vb_sse(theta, ages=ages, lengths=lengths)) / len(ages))
