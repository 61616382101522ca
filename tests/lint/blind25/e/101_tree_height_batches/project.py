from tree import project_all

def project_batches(batches):
    return [project_all(h, si, age) for h, si, age in batches]
