def annealed_temperature(epoch, start=4.0, end=1.0, epochs=5):
    return start + (end - start) * epoch / (epochs - 1)
