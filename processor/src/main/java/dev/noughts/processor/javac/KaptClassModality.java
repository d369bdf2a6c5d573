package dev.noughts.processor.javac;

import kotlin.metadata.Attributes;
import kotlin.metadata.Modality;
import kotlin.metadata.jvm.JvmMetadataUtil;
import kotlin.metadata.jvm.KotlinClassMetadata;

/**
 * Whether a Kotlin class is sealed, decoded from the values of its {@code @kotlin.Metadata} by
 * JetBrains' kotlin-metadata-jvm. kapt's Java stub of a {@code sealed interface} is a plain {@code
 * interface}: the modality is only in the metadata's protocol-buffer strings ({@code d1}).
 *
 * <p>The only class of the processor that touches kotlin-metadata-jvm, so that it is loaded only
 * when a type kotlinc declared is read; {@link KaptStubs#isSealed} calls it and takes any failure
 * as "not sealed".
 */
final class KaptClassModality {
  private KaptClassModality() {}

  /**
   * Whether the metadata describes a sealed class or interface.
   *
   * @throws RuntimeException when the metadata is not a class's or cannot be read (for example a
   *     Kotlin newer than the library)
   */
  static boolean isSealed(
      int kind,
      int[] metadataVersion,
      String[] data1,
      String[] data2,
      String extraString,
      String packageName,
      int extraInt) {
    KotlinClassMetadata metadata =
        KotlinClassMetadata.readLenient(
            JvmMetadataUtil.Metadata(
                kind, metadataVersion, data1, data2, extraString, packageName, extraInt));
    return metadata instanceof KotlinClassMetadata.Class type
        && Attributes.getModality(type.getKmClass()) == Modality.SEALED;
  }
}
