import flax.serialization as ser


def save(path, state):
    with open(path, "wb") as f:
        f.write(ser.to_bytes(state))


def restore(path, template):
    with open(path, "rb") as f:
        return ser.from_bytes(template, f.read())
